// The part of subset-font's API scripts/subset-fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
