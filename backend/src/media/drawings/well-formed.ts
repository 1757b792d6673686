/**
 * A strict XML well-formedness check for the pictures' tests (jest runs in
 * node, without a DOM parser): one root element, balanced tags, quoted and
 * unique attributes, no stray `<` or `&`. Returns the first problem, or null.
 */
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
const NAME = /[A-Za-z_][\w:.-]*/y;

function checkText(s: string, at: number): string | null {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '<') return `stray "<" at ${at + i}`;
    if (s[i] === '&') {
      ENTITY.lastIndex = i;
      if (!ENTITY.test(s)) return `bad entity at ${at + i}`;
    }
  }
  return null;
}

export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let i = 0;
  let roots = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    const textProblem = checkText(text, i);
    if (textProblem) return textProblem;
    if (stack.length === 0 && text.trim()) return `text outside the root at ${i}`;
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) return `unclosed comment at ${lt}`;
      i = end + 3;
      continue;
    }
    const closing = xml[lt + 1] === '/';
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = NAME.exec(xml)?.[0];
    if (!name || NAME.lastIndex - name.length !== lt + (closing ? 2 : 1)) return `bad tag name at ${lt}`;
    let j = NAME.lastIndex;
    if (closing) {
      const m = /^\s*>/.exec(xml.slice(j));
      if (!m) return `bad closing tag at ${lt}`;
      if (stack.pop() !== name) return `mismatched </${name}> at ${lt}`;
      i = j + m[0].length;
      continue;
    }
    if (stack.length === 0 && ++roots > 1) return `second root element at ${lt}`;
    const seen = new Set<string>();
    for (;;) {
      const attr = /^\s+([A-Za-z_][\w:.-]*)\s*=\s*("[^"<]*"|'[^'<]*')/.exec(xml.slice(j));
      if (!attr) break;
      if (seen.has(attr[1])) return `duplicate attribute ${attr[1]} at ${j}`;
      seen.add(attr[1]);
      const valueProblem = checkText(attr[2].slice(1, -1), j);
      if (valueProblem) return valueProblem;
      j += attr[0].length;
    }
    const end = /^\s*(\/?)>/.exec(xml.slice(j));
    if (!end) return `malformed <${name}> at ${lt}`;
    if (!end[1]) stack.push(name);
    i = j + end[0].length;
  }
  if (stack.length) return `unclosed <${stack[stack.length - 1]}>`;
  return roots === 1 ? null : 'no root element';
}
