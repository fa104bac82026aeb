export function toAsciiHtml(html: string, maxGrowth?: number): string;
