import type { BandTone } from '../../../src/engine/index.js';

/** Semantic colour names; components never name a raw colour. */
export type Token =
  | 'accent'
  | 'muted'
  | 'heading'
  | 'focus'
  | 'danger'
  | 'success'
  | 'warning'
  | `band.${BandTone}`
  | `signal.${'green' | 'red' | 'neutral'}`;

export interface Theme {
  readonly color: boolean;
  /** The colour of a token, or undefined when colour is off (NO_COLOR, --no-color). */
  fg(token: Token | undefined): string | undefined;
}

const PALETTE: Record<Token, string> = {
  accent: 'magenta',
  muted: 'gray',
  heading: 'magentaBright',
  focus: 'cyan',
  danger: 'red',
  success: 'green',
  warning: 'yellow',
  'band.strong': 'green',
  'band.good': 'greenBright',
  'band.mixed': 'yellow',
  'band.weak': 'yellowBright',
  'band.warning': 'red',
  'signal.green': 'green',
  'signal.red': 'red',
  'signal.neutral': 'yellow',
};

export function makeTheme(color: boolean): Theme {
  return { color, fg: (token) => (color && token ? PALETTE[token] : undefined) };
}

/** Colour is on unless NO_COLOR is set (any non-empty value) or --no-color was given. */
export function colorWanted(env: NodeJS.ProcessEnv, noColorFlag: boolean): boolean {
  return !noColorFlag && !env['NO_COLOR'];
}
