import { describe, expect, it } from 'vitest';
import {
  clampUserPage,
  INITIAL_USER_LIST,
  isUserPageSize,
  sortUsersBy,
  userListUrl,
  withUserPageSize,
  withUserSearch,
} from './user-list-query';

describe('the user table query', () => {
  it('asks for page 1 by name, A to Z, 25 rows, without a search', () => {
    expect(userListUrl(INITIAL_USER_LIST)).toBe(
      '/api/users?sort=name&order=asc&page=1&pageSize=25',
    );
  });

  it('counts pages from 1 for the server and sends a trimmed, encoded search', () => {
    const state = { ...INITIAL_USER_LIST, page: 2, search: ' ana & co ' };
    expect(userListUrl(state)).toBe(
      '/api/users?sort=name&order=asc&page=3&pageSize=25&search=ana+%26+co',
    );
  });

  it('flips the order on the same column and starts another at its natural order, on page 1', () => {
    const onPage3 = { ...INITIAL_USER_LIST, page: 2 };
    expect(sortUsersBy(onPage3, 'name')).toMatchObject({ sort: 'name', order: 'desc', page: 0 });
    expect(sortUsersBy(onPage3, 'email')).toMatchObject({ sort: 'email', order: 'asc', page: 0 });
    expect(sortUsersBy(onPage3, 'createdAt')).toMatchObject({ order: 'desc', page: 0 });
    const lastSignIn = sortUsersBy(onPage3, 'lastSignInAt');
    expect(lastSignIn).toMatchObject({ sort: 'lastSignInAt', order: 'desc' });
    expect(sortUsersBy(lastSignIn, 'lastSignInAt').order).toBe('asc');
  });

  it('starts a new search on page 1 and keeps the same state for the same search', () => {
    const onPage2 = { ...INITIAL_USER_LIST, page: 1, search: 'ana' };
    expect(withUserSearch(onPage2, ' ana ')).toBe(onPage2);
    expect(withUserSearch(onPage2, 'bea')).toMatchObject({ search: 'bea', page: 0 });
    expect(withUserSearch(onPage2, '')).toMatchObject({ search: '', page: 0 });
    expect(withUserSearch(INITIAL_USER_LIST, 'x'.repeat(300)).search).toHaveLength(200);
  });

  it('starts a new page size on page 1 and offers only the sizes the server takes', () => {
    expect(withUserPageSize({ ...INITIAL_USER_LIST, page: 4 }, 50)).toMatchObject({
      pageSize: 50,
      page: 0,
    });
    expect(isUserPageSize(100)).toBe(true);
    expect(isUserPageSize(101)).toBe(false);
  });

  it('steps back to the last page that still exists', () => {
    const onPage3 = { ...INITIAL_USER_LIST, page: 2, pageSize: 10 as const };
    expect(clampUserPage(onPage3, 21).page).toBe(2);
    expect(clampUserPage(onPage3, 20).page).toBe(1);
    expect(clampUserPage(onPage3, 0).page).toBe(0);
  });
});
