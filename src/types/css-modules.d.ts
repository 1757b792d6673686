/** CSS modules, imported as `import * as styles from './x.module.css'`. */
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
declare module '*.css';
