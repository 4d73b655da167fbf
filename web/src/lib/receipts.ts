/**
 * A ballot's receipt code (docs/AUDIT.md) is answered once, when the ballot is cast; the browser
 * keeps it per cohort so the team can check after the reveal that its ballot was counted.
 */
const receiptKey = (cohortTag: string) => `ballot_receipt_${cohortTag}`;

export function readReceipt(cohortTag: string): string | null {
  try {
    return window.localStorage.getItem(receiptKey(cohortTag));
  } catch {
    return null;
  }
}

export function saveReceipt(cohortTag: string, receipt: string): void {
  try {
    window.localStorage.setItem(receiptKey(cohortTag), receipt);
  } catch {
    /* private mode or full storage: the receipt is still shown once */
  }
}
