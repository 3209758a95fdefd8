'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FormPageState } from '@/lib/forms/form-page-state';

// The page's time token and the draft of a form refused without script (lib/forms/form-page-state.ts),
// given once by the layout to every form of the page, the footer's newsletter included.

const FormPageContext = createContext<FormPageState>({ timeToken: '', draft: null });

export function FormPageStateProvider({ state, children }: { state: FormPageState; children: ReactNode }) {
  return <FormPageContext.Provider value={state}>{children}</FormPageContext.Provider>;
}

export function useFormPageState(): FormPageState {
  return useContext(FormPageContext);
}
