import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  backToListUrl,
  forgetListQueries,
  mergeQuery,
  rememberListQuery,
  useBackToList,
  useRememberListQuery,
} from '../../../../src/engine/views/listQuery';
import { Providers } from '../../layout/helpers';

afterEach(forgetListQueries);

describe('SSP edit → back to list merges differing query params (docs/product.md#routes)', () => {
  it('puts differing and new params over the list query and keeps the rest', () => {
    expect(mergeQuery('?page=3&perPage=25&sort=name', '?sort=sysname&tab=main')).toBe(
      '?page=3&perPage=25&sort=sysname&tab=main',
    );
  });
  it('leaves equal params alone and keeps their place', () => {
    expect(mergeQuery('page=2&order=ASC', 'order=ASC')).toBe('?page=2&order=ASC');
  });
  it('handles repeated params and empty queries', () => {
    expect(mergeQuery('?ssp=a&ssp=b&page=1', '?ssp=c')).toBe('?ssp=c&page=1');
    expect(mergeQuery('?ssp=a&page=1', '?ssp=b&ssp=c')).toBe('?page=1&ssp=b&ssp=c');
    expect(mergeQuery('', '')).toBe('');
    expect(mergeQuery('', '?q=x')).toBe('?q=x');
  });
  it('builds the list URL from the remembered list query', () => {
    rememberListQuery('/cab/system/ssps/list', '?page=4&filter=%7B%7D');
    expect(backToListUrl('/cab/system/ssps/list', '?page=1')).toBe('/cab/system/ssps/list?page=1&filter=%7B%7D');
    expect(backToListUrl('/cab/other', '')).toBe('/cab/other');
  });

  it('hooks: the list remembers its query, the edit screen goes back with the merge', () => {
    const list = '/cab/system/ssps/list';
    function List() {
      useRememberListQuery(list);
      return (
        <a
          href="#"
          onClick={(e) => {
            e.preventDefault();
            history.pushState(null, '');
          }}
        >
          list
        </a>
      );
    }
    function Edit() {
      const back = useBackToList(list);
      return <button onClick={back}>К списку</button>;
    }
    const { unmount } = render(
      <Providers at={`${list}?page=2&sort=name`}>
        <Routes>
          <Route path={list} element={<List />} />
        </Routes>
      </Providers>,
    );
    unmount();
    render(
      <Providers at="/cab/system/ssps/edit/yandex?sort=status&tab=limits">
        <Routes>
          <Route path="/cab/system/ssps/edit/:id" element={<Edit />} />
          <Route path={list} element={<p>Список</p>} />
        </Routes>
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'К списку' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${list}?page=2&sort=status&tab=limits`);
  });
});
