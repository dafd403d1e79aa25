/**
 * A small forward lexer for the top level of a PDF file: enough to find every name outside
 * strings, comments and stream data, and the dictionary in front of each stream. It is not a PDF
 * reader; it exists so the active-content scan (pdf-scan.ts) is not fooled by names inside
 * strings and does not mistake random bytes of compressed data for names.
 */
export type PdfToken =
  | { kind: 'name'; value: string }
  | { kind: 'stream'; dictNames: string[]; data: Buffer; dataStart: number; lengthMismatch: boolean }
  | { kind: 'malformed'; at: number };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

/** A PDF name with its `#xx` escapes decoded, so `/J#61vaScript` reads as `JavaScript`. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Not whitespace and not a delimiter: a byte that can be part of a name or keyword. */
export const isRegular = (b: number) => !WHITESPACE.has(b) && !DELIMITERS.has(b);

/** The index just past a literal string that opens at `i`, or -1 when it never closes. */
function skipLiteralString(bytes: Buffer, i: number): number {
  let depth = 0;
  for (let j = i; j < bytes.length; j++) {
    const b = bytes[j];
    if (b === 0x5c)
      j++; // backslash escapes the next byte
    else if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return j + 1;
  }
  return -1;
}

/** Reads a direct `/Length <int>` from a dictionary's text, if it has one. */
function directLength(dictText: string): number | null {
  // eslint-disable-next-line security/detect-unsafe-regex -- linear: \d+ and \s+ alternate, and the whole is anchored by literal /Length and R
  const m = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dictText);
  return m && !m[2] ? Number(m[1]) : null;
}

function streamData(bytes: Buffer, text: string, start: number, dictText: string) {
  const firstEnd = text.indexOf('endstream', start);
  const length = directLength(dictText);
  if (length !== null && start + length <= bytes.length) {
    const after = text.slice(start + length, start + length + 12).replace(/^[\r\n]+/, '');
    if (after.startsWith('endstream')) {
      const next = text.indexOf('endstream', start + length) + 'endstream'.length;
      return { data: bytes.subarray(start, start + length), next, lengthMismatch: false };
    }
  }
  const stop = firstEnd < 0 ? bytes.length : firstEnd;
  const next = firstEnd < 0 ? bytes.length : firstEnd + 'endstream'.length;
  return { data: bytes.subarray(start, stop), next, lengthMismatch: length !== null };
}

export function* lexPdf(bytes: Buffer): Generator<PdfToken> {
  const text = bytes.toString('latin1');
  const dictStack: { names: string[]; start: number }[] = [];
  let lastDict: { names: string[]; text: string } = { names: [], text: '' };
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (WHITESPACE.has(b)) i++;
    else if (b === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28) {
      const end = skipLiteralString(bytes, i);
      if (end < 0) return yield { kind: 'malformed', at: i };
      i = end;
    } else if (b === 0x3c && bytes[i + 1] === 0x3c) {
      dictStack.push({ names: [], start: i });
      i += 2;
    } else if (b === 0x3e && bytes[i + 1] === 0x3e) {
      const dict = dictStack.pop();
      if (dict) {
        if (dictStack.length > 0) dictStack[dictStack.length - 1]!.names.push(...dict.names);
        else lastDict = { names: dict.names, text: text.slice(dict.start, i + 2) };
      }
      i += 2;
    } else if (b === 0x3c) {
      const end = text.indexOf('>', i);
      if (end < 0) return yield { kind: 'malformed', at: i };
      i = end + 1;
    } else if (b === 0x2f) {
      let j = i + 1;
      while (j < bytes.length && isRegular(bytes[j]!)) j++;
      const value = decodeName(text.slice(i + 1, j));
      dictStack[dictStack.length - 1]?.names.push(value);
      yield { kind: 'name', value };
      i = j;
    } else if (!isRegular(b)) i++;
    else {
      let j = i;
      while (j < bytes.length && isRegular(bytes[j]!)) j++;
      if (text.slice(i, j) === 'stream' && dictStack.length === 0) {
        let start = j;
        if (text.startsWith('\r\n', start)) start += 2;
        else if (bytes[start] === 0x0a || bytes[start] === 0x0d) start++;
        const s = streamData(bytes, text, start, lastDict.text);
        const { data, lengthMismatch } = s;
        yield { kind: 'stream', dictNames: lastDict.names, data, dataStart: start, lengthMismatch };
        lastDict = { names: [], text: '' };
        j = s.next;
      }
      i = j;
    }
  }
  if (dictStack.length > 0) yield { kind: 'malformed', at: dictStack[0]!.start };
}
