import { createContext, useContext } from 'react';
import type { Memory } from '../../../src/memory/index.js';
import type { Lang, Messages } from '../../../src/i18n/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Theme } from './theme.js';

/** What every screen may use: the memory service, the language and the theme. Never changes while running. */
export interface Services {
  readonly mem: Memory;
  readonly lang: Lang;
  /** UI text of the TUI. */
  readonly t: TuiMessages;
  /** Shared text (timeline labels) of the CLI and TUI. */
  readonly m: Messages;
  readonly theme: Theme;
}

const ServicesContext = createContext<Services | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside a ServicesProvider');
  return services;
}
