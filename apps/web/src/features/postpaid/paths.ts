/** The pages of this feature that other screens link to. */
export const postpaidReceiptPath = (refId: string) => `/receipt/pascabayar/${encodeURIComponent(refId)}`;
export const postpaidPath = (type: string) => `/pascabayar/${type}`;
