/**
 * The account buyers pay a bank transfer into. An IBAN carries its own key
 * (ISO 13616: the country and key moved to the end, letters as numbers,
 * the whole mod 97 is 1): a mistyped one in the environment stops the API
 * at start rather than sending buyers' money nowhere.
 */
export interface BankAccount {
  iban: string;
  bic: string;
  holder: string;
}

export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

export function isValidIban(raw: string): boolean {
  const iban = compactIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** "FR76 3000 6000 …": as printed on a RIB, by groups of four. */
export const groupedIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
