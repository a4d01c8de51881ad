// Stands in for prism-react-renderer in the site bundle (see src/upstream/prism):
// the same `Highlight` and `Prism` exports over Prism's core alone, so pages carry only the grammars
// listed in `themeConfig.prism.additionalLanguages`, not the package's 40 grammars and 20 themes.
import './manual';
import Prism from 'prismjs/components/prism-core';
import {useCallback, useMemo} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

export {Prism};

type StyleByType = Record<string, React.CSSProperties>;

/** The theme's styles by token type for one language; `root` styles the block, `plain` each line. */
function stylesFor(theme: PrismTheme, language: string): StyleByType {
  const styles: StyleByType = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = {...styles[type], ...style};
  }
  styles.root = theme.plain;
  styles.plain = {...theme.plain, backgroundColor: undefined};
  return styles;
}

/**
 * A line's or token's style without the colour it inherits anyway from the block (`root`, set on the <pre>):
 * prism-react-renderer writes that colour on every line and on every punctuation and operator token, two thirds of
 * the style attributes of a highlighted block. Nothing between the <pre> and its tokens sets a colour.
 */
function withoutInheritedColor(
  style: React.CSSProperties | undefined,
  root: React.CSSProperties | undefined,
): React.CSSProperties | undefined {
  if (style?.color === undefined || style.color !== root?.color) return style;
  const {color: _inherited, ...rest} = style;
  return Object.values(rest).some((value) => value !== undefined) ? rest : undefined;
}

/** A line with no text still needs a token, or it would collapse to no height. */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], {content: '\n', empty: true});
}

/** Flattens Prism's nested token stream into lines of tokens, each carrying the types of its ancestors. */
function toLines(stream: (string | Prism.Token)[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (items: Prism.TokenStream, inherited: string[], nested: boolean) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      let types = nested ? inherited : ['plain'];
      let content: Prism.TokenStream = item as string;
      if (typeof item !== 'string') {
        types = inherited;
        for (const type of [item.type, ...(item.alias ? [item.alias].flat() : [])]) {
          if (types[types.length - 1] !== type) types = [...types, type];
        }
        content = item.content;
        if (typeof content !== 'string') {
          visit(content, types, true);
          continue;
        }
      }
      const [first, ...rest] = (content as string).split(/\r\n|\r|\n/);
      line.push({types, content: first});
      for (const text of rest) {
        markEmpty(line);
        lines.push((line = [{types, content: text}]));
      }
    }
  };
  visit(stream, [], false);
  markEmpty(line);
  return lines;
}

/** The component Docusaurus's CodeBlock renders through, with prism-react-renderer's render props. */
export function Highlight({children, language: requested, code, theme, prism = Prism}: HighlightProps) {
  const language = requested.toLowerCase();
  const styles = useMemo(() => (theme ? stylesFor(theme, language) : undefined), [theme, language]);
  const grammar = prism.languages[language];

  const tokens = useMemo(() => {
    if (!grammar) return toLines([code]);
    const environment = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', environment);
    environment.tokens = prism.tokenize(environment.code, grammar);
    prism.hooks.run('after-tokenize', environment);
    return toLines(environment.tokens);
  }, [code, grammar, language, prism]);

  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: withoutInheritedColor(styles || style ? {...styles?.plain, ...style} : undefined, styles?.root),
    }),
    [styles],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const inline = token.empty ? {display: 'inline-block'} : undefined;
      const plainOnly = token.types.length === 1 && token.types[0] === 'plain';
      // As upstream's useGetTokenProps: an empty line inside one token of a single type (a blank line of a
      // here-document) takes that type's style alone, without the inline-block of other empty lines.
      const singleTypeEmpty = token.types.length === 1 && token.empty && !plainOnly;
      const themed =
        !styles || plainOnly
          ? inline
          : singleTypeEmpty
            ? {...styles[token.types[0]!]}
            : Object.assign({...inline}, ...token.types.map((type) => styles[type]));
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: withoutInheritedColor(style ? {...themed, ...style} : themed, styles?.root),
      };
    },
    [styles],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles?.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
