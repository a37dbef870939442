/**
 * Where a small uploaded text file goes (a fuel card export, a rates CSV): read whole into memory rather
 * than stored, since it is read as a table and not kept (the form's 20 MB limit applies).
 */
export const inMemoryUpload = {
  async stage(source: NodeJS.ReadableStream): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  },
  discard: async (): Promise<void> => {},
};
