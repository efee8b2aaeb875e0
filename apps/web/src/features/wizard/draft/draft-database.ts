/**
 * The browser's IndexedDB, holding each user's unfinished wizard draft under their user id, so
 * another user signing in on the same browser never gets it. A database of its own, so no other
 * feature's upgrade can touch it. Every call waits for the ones before it: a discard or a
 * submission's clearing always lands after a save that started earlier.
 */
const DATABASE_NAME = 'ecotone-wizard-drafts';
const STORE = 'drafts';

let opened: Promise<IDBDatabase> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function openDatabase(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const run = async () => {
    const database = await openDatabase();
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export const draftDatabase = {
  read: (userId: string): Promise<unknown> => inStore('readonly', (store) => store.get(userId)),
  write: (userId: string, draft: unknown): Promise<void> =>
    inStore('readwrite', (store) => store.put(draft, userId)).then(() => undefined),
  remove: (userId: string): Promise<void> =>
    inStore('readwrite', (store) => store.delete(userId)).then(() => undefined),
};
