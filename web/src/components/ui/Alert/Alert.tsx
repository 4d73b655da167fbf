import type { ReactNode } from 'react';
import { alert } from './Alert.css.ts';

type Tone = 'info' | 'success' | 'warning' | 'attention' | 'danger';

export function Alert({ tone = 'info', role, children }: { tone?: Tone; role?: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div className={alert({ tone })} role={role}>
      {children}
    </div>
  );
}
