import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * GitHub's light theme's token colours that read below 4.5:1 on its #f6f8fa background (WCAG AA),
 * each replaced by the same hue darkened until it reaches 4.5:1 on highlighted lines too.
 */
const accessibleColors: Record<string, string> = {
  '#999988': '#68685c', // comments, 2.7:1
  '#e3116c': '#ca0f60', // strings, 4.3:1
  '#36acaa': '#247270', // numbers, properties, variables, 2.6:1
  '#00a4db': '#007095', // keywords, attribute names, 2.7:1
  '#d73a49': '#bd3340', // functions, 4.3:1
};

/** The code block theme: GitHub's, with readable token colours and without the 70%-opacity namespaces (4.49:1). */
export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles
    .filter(({types}) => !types.includes('namespace'))
    .map(({types, style}) => ({
      types,
      style: style.color ? {...style, color: accessibleColors[style.color] ?? style.color} : style,
    })),
};
