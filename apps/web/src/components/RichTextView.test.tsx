import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClampedText, RichTextView, stripHtml } from './RichTextView';

describe('RichTextView', () => {
  it('renders stored HTML', () => {
    render(<RichTextView html="<h2>Title</h2><p>Hello <strong>world</strong></p>" />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
  });

  it('strips tags for previews and clamps', () => {
    expect(stripHtml('<p>One</p><p>Two &amp; three</p><ul><li>a</li><li>b</li></ul>')).toBe('One Two & three a b');
    render(<ClampedText lines={2}>{stripHtml('<p>Preview</p>')}</ClampedText>);
    expect(screen.getByText('Preview')).toHaveStyle({ overflow: 'hidden' });
  });
});
