// Stylesheets are bundled by Rspack; TypeScript 6 checks side-effect imports, so it needs to know them.
declare module '*.css';
