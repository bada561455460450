import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { countries } from '@/config/countries/registry';
import { sectionLabels } from '@/lib/i18n/section-labels';
import { CreateReservationBody } from '@/schemas/api/bookings';
import { ContactForm } from './BookingForms';
import { bookingContactRules, contactBody } from './contact';

const sg = countries.get('SG')!;
const labels = sectionLabels('booking.', { country: sg, lang: 'en' });
const rules = bookingContactRules('+65');

function setup(initial = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '' }) {
  const onSubmit = vi.fn();
  render(<ContactForm initial={initial} rules={rules} labels={labels} onSubmit={onSubmit} />);
  return onSubmit;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

afterEach(cleanup);

describe('booking contact form (SPEC §5 optional-contact label)', () => {
  it('labels the phone as optional, and the name and email as required', () => {
    setup();
    const phone = screen.getByLabelText('Phone number (optional)');
    expect(phone.hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText('Email').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Full name').hasAttribute('required')).toBe(true);
    expect(screen.queryByLabelText('Email (optional)')).toBeNull();
  });

  it('books without a phone: the form hands it on, and the API body carries null', () => {
    const onSubmit = setup();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Mei Tan', email: 'mei@example.com', phone: '' });
    const body = { slotId: 1, contact: contactBody(onSubmit.mock.calls[0][0], '+65') };
    expect(body.contact.phone).toBeNull();
    expect(CreateReservationBody.parse(body).contact.phone).toBeNull();
  });

  it('still checks a phone that is given, and still requires the email', () => {
    const onSubmit = setup({ fullName: 'Mei Tan', email: '', phone: '12' });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
  });

  it('sends a given phone as national digits', () => {
    expect(contactBody({ fullName: ' Mei ', email: ' mei@example.com ', phone: '+65 9123 4567' }, '+65')).toEqual({ fullName: 'Mei', email: 'mei@example.com', callingCode: '+65', phone: '91234567' });
  });

  it('uses the Thai optional label in Thai', () => {
    const th = sectionLabels('booking.', { country: countries.get('TH')!, lang: 'th' });
    render(<ContactForm initial={{ fullName: '', email: '', phone: '' }} rules={bookingContactRules('+66')} labels={th} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('หมายเลขโทรศัพท์ (ไม่บังคับ)')).toBeTruthy();
  });
});
