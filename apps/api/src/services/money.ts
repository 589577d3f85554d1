/** The database keeps integer poisha; the API speaks taka with at most two decimals. */
export const poishaToTaka = (poisha: number) => poisha / 100;
export const takaToPoisha = (taka: number) => Math.round(taka * 100);
