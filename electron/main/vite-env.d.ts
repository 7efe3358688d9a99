// What main reads of Vite's build-time constants (identical to Vite's own declaration, so the two merge).
interface ImportMetaEnv {
  MODE: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
