import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../test/with-providers';
import { CodeInput } from './code-input';

afterEach(cleanup);

function Controlled() {
  const [code, setCode] = useState('');
  return <CodeInput label="Bestätigungscode" value={code} onChange={(e) => setCode(e.currentTarget.value)} />;
}

describe('CodeInput', () => {
  it('keeps only digits of what is typed or pasted', () => {
    render(<Controlled />, { wrapper: WithProviders });
    const input = screen.getByLabelText(/Bestätigungscode/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123 4-56' } });
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
    expect(input.required).toBe(true);
  });
});
