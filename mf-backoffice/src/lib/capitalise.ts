/** "dresses" → "Dresses": the catalogue's values as a back-office label. */
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
