import { execFileSync } from 'node:child_process';

const ASK = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * A TCP port no one listens on, as the system hands them out, for a test that
 * starts a server in a child process. A port drawn at random in 41000–43999
 * fell in the system's range of outgoing ports (32768–60999 here) and was now
 * and then already taken (EADDRINUSE in CI). Synchronous, so that a test file
 * can build its environment at load time.
 */
export function freePorts(count: number): number[] {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(Number(execFileSync(process.execPath, ['-e', ASK], { encoding: 'utf8' })));
  return [...ports];
}
