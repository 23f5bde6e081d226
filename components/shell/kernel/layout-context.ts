import { createContext, useContext } from 'react';
import { layoutFor, type Layout } from './layout.js';

export const LayoutContext = createContext<Layout>(layoutFor({ cols: 80, rows: 24 }));

export function useLayout(): Layout {
  return useContext(LayoutContext);
}
