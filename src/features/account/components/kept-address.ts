/** Where the form of a new address, or of one address's edit, is kept while not saved (use-kept-values.ts). */
export const keptAddressKey = (customerId: number, a?: { address_id: number }) => `adresse-${customerId}-${a ? a.address_id : 'nouvelle'}`;
