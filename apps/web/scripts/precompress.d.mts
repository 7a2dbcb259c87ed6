/** Writes FILE.gz (zopfli) beside each text file of at least 1 KB under directory; returns how many. */
export function precompressAssets(directory: string): Promise<number>;
