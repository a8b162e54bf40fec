import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

function Controlled({ initial = null, onChange }: { initial?: number | null; onChange?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRating
      label="Team"
      name="team"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('StarRating', () => {
  it('reads -/5 while unrated and offers half steps from 0.5 to 5, named after the criterion', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Team' });
    expect(group).toHaveTextContent('-/5');
    const radios = screen.getAllByRole('radio');
    const labels = radios.map((r) => r.getAttribute('value'));
    expect(labels).toEqual(expect.arrayContaining(['0.5', '1', '1.5', '2.5', '4.5', '5']));
    expect(screen.getByRole('radio', { name: '3.5 Stars' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Star' })).toBeInTheDocument();
  });

  it('is operable by keyboard: a half step is picked and announced as x/5', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    screen.getByRole('radio', { name: '2.5 Stars' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(screen.getByRole('group', { name: 'Team' })).toHaveTextContent('2.5/5');
    expect(screen.getByRole('radio', { name: '2.5 Stars' })).toBeChecked();
    // The x/5 describes the group, so a screen reader reads it with the name.
    const described = screen.getByRole('group', { name: 'Team' }).getAttribute('aria-describedby')!;
    expect(document.getElementById(described.split(' ')[0]!)).toHaveTextContent('2.5/5');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('group', { name: 'Team' })).toHaveTextContent('3/5');
  });

  it('read-only, it is an image named with its value, and -/5 without one', () => {
    const { rerender } = render(<StarRating label="Market" value={4.5} readOnly />);
    expect(screen.getByRole('img', { name: 'Market: 4.5 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4.5/5')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    rerender(<StarRating label="Market" value={null} readOnly />);
    expect(screen.getByRole('img', { name: 'Market: not rated' })).toBeInTheDocument();
    expect(screen.getByText('-/5')).toBeInTheDocument();
  });

  it('shows its error under the stars and describes the group with it', () => {
    render(<StarRating label="Impact" value={null} onChange={() => {}} error helperText="Input is required" />);
    const group = screen.getByRole('group', { name: 'Impact' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    const ids = group.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(ids[1]!)).toHaveTextContent('Input is required');
  });
});
