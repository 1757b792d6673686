import { formatPhone, isPhone } from '@trefima/domain/forms/phone';

/*
 * The pure side of the lead forms: the body they send, where they lead and
 * how a phone is shown. No API client here, so the confirmation page and the
 * tests can use it alone.
 */

export type FileInputValue = File | FileList | readonly File[] | null | undefined;

const firstFile = (v: FileInputValue): File | null => {
  if (!v) return null;
  if (typeof File !== 'undefined' && v instanceof File) return v;
  const list = v as ArrayLike<File>;
  return list.length > 0 ? list[0] : null;
};

/**
 * The multipart body of a lead form, from the values the shared schema
 * validated: lists as repeated `name[]` fields (one value still reads as a
 * list), ticked boxes as 'on', numbers as text, empty values left out. File
 * fields take the chosen file itself (the schema only kept its name, size
 * and type).
 */
export function leadFormData(values: Record<string, unknown>, files: Record<string, FileInputValue> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name in files) continue;
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null && item !== '') body.append(`${name}[]`, String(item));
    } else if (value === true) {
      body.append(name, 'on');
    } else if (typeof value === 'object') {
      body.append(name, JSON.stringify(value));
    } else {
      body.append(name, String(value));
    }
  }
  for (const [name, value] of Object.entries(files)) {
    const file = firstFile(value);
    if (file) body.append(name, file, file.name);
  }
  return body;
}

/** The raw file values of a form's file fields (what the inputs hold). */
export const filesOf = (raw: Record<string, unknown>, names: readonly string[]): Record<string, FileInputValue> =>
  Object.fromEntries(names.map((n) => [n, raw[n] as FileInputValue]));

/**
 * A phone as shown once the field is left: grouped in pairs ('05 96 50 12 34',
 * '+33 6 96 12 34 56'). What is not a phone number in the making (letters,
 * too many digits) is left as typed, so that its error names what was typed.
 */
export function displayPhone(v: string): string {
  const t = v.trim();
  if (!t || !/^[\d\s.\-()+]+$/.test(t)) return v;
  if (isPhone(t)) return formatPhone(t);
  if (!/^(\+|00)/.test(t) && t.replace(/\D/g, '').length <= 10) return formatPhone(t);
  return v;
}
