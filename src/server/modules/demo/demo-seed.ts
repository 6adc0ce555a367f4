export async function ensureDemoData(_deps: unknown): Promise<void> {}
