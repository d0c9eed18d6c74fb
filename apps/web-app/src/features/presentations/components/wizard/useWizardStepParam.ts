import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { WizardStep } from './WizardSteps';

function parseStep(raw: string | null): WizardStep {
  return raw === '2' ? 2 : raw === '3' ? 3 : 1;
}

/**
 * The wizard's step lives in the URL (`?step=2`), so the browser's Back and Forward move between steps. A step
 * the state cannot show yet (a reload at `?step=3` forgets the data file) shows the furthest one it can.
 */
export function useWizardStepParam(reachable: WizardStep) {
  const [params, setParams] = useSearchParams();
  const step = Math.min(parseStep(params.get('step')), reachable) as WizardStep;
  const setStep = useCallback(
    (next: WizardStep, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 1) updated.delete('step');
          else updated.set('step', String(next));
          return updated;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return { step, setStep };
}
