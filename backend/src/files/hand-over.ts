/**
 * Bytes as a thread gets them (postMessage's transfer list): handed over
 * when they own their whole buffer, which leaves the sender's view of them
 * empty, and copied otherwise (a small Buffer shares Node's pool with
 * others, which must not go with it). A megabyte upload is then not copied
 * on the event loop on its way to a reader.
 */
export function handOver(bytes: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  // nothing to hand over (an empty file, or bytes already handed): a buffer of their own, which can go
  const owned = bytes.byteLength > 0 && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  const sent = owned ? bytes : bytes.byteLength ? new Uint8Array(bytes) : new Uint8Array(0);
  return { bytes: sent, transfer: [sent.buffer as ArrayBuffer] };
}

/** The bytes a thread handed back, as a Buffer over the same memory. */
export const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
