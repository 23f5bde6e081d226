import { createContext, useContext } from 'react';
import { OPENING, type StartState } from './start-state.js';

export const StartContext = createContext<StartState>(OPENING);

/** The state the app opened in (read once, by the first screen). */
export function useStartState(): StartState {
  return useContext(StartContext);
}
