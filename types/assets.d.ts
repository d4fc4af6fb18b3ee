// webpack turns these imports into extracted stylesheets / asset URLs; TypeScript only needs to know they exist.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
