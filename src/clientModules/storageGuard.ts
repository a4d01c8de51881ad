// DocSearch 3.9 reads its search history with a bare JSON.parse(...).slice() when the modal opens, so
// one unparsable or non-list value under its keys (a write cut short, an extension, an older site on
// the same origin) crashes the modal. Dropping such values before the app starts lets DocSearch begin
// with an empty history instead. Docusaurus's own storage keys are read defensively and need no guard.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const historyKeyPrefixes = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

function isStoredHistory(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'object' && entry !== null);
  } catch {
    return false;
  }
}

function dropUnreadableSearchHistory(): void {
  try {
    const storage = window.localStorage;
    for (const key of Object.keys(storage)) {
      if (!historyKeyPrefixes.some((prefix) => key.startsWith(prefix))) continue;
      const value = storage.getItem(key);
      if (value !== null && !isStoredHistory(value)) storage.removeItem(key);
    }
  } catch {
    // Storage blocked by the browser: DocSearch then keeps its history in memory.
  }
}

if (ExecutionEnvironment.canUseDOM) dropUnreadableSearchHistory();
