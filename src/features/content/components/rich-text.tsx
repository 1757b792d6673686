/** HTML from the back office. It was sanitised at build time (src/build/sanitize.ts), never in the browser. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
