import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PersonalInformation } from './personal-information';

const emptyProfile = {
  displayName: 'Rider Rahman',
  email: 'rider@example.com',
  phone: null,
  education: null,
  location: null,
  linkedin: null,
};
const savedProfile = {
  ...emptyProfile,
  phone: '01712345678',
  education: 'B.Sc. in Mechanical Engineering',
  location: 'Dhaka',
  linkedin: 'https://www.linkedin.com/in/rider',
};

describe('PersonalInformation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the account and fills the form with the saved details', async () => {
    stubFetch({ 'GET /api/userdetail': { body: savedProfile } });
    renderWithProviders(<PersonalInformation />);

    expect(await screen.findByRole('heading', { name: 'Rider Rahman' })).toBeInTheDocument();
    expect(screen.getByText('rider@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Education')).toHaveValue('B.Sc. in Mechanical Engineering');
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/rider');
  });

  it('names every missing detail', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'GET /api/userdetail': { body: emptyProfile } });
    renderWithProviders(<PersonalInformation />);

    await user.click(await screen.findByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Education is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('linkedin url is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a LinkedIn value that is not a URL', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/userdetail': { body: savedProfile } });
    renderWithProviders(<PersonalInformation />);

    const linkedin = await screen.findByLabelText('LinkedIn URL');
    await user.clear(linkedin);
    await user.type(linkedin, 'my linkedin');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Provide a valid URL')).toBeInTheDocument();
  });

  it('saves the details and says Profile Updated', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/userdetail': { body: emptyProfile },
      'PUT /api/userdetail/Rider%20Rahman': { body: { success: true, profile: savedProfile } },
    });
    renderWithProviders(<PersonalInformation />);

    await user.type(await screen.findByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Education'), 'B.Sc. in Mechanical Engineering');
    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.type(screen.getByLabelText('LinkedIn URL'), 'https://www.linkedin.com/in/rider');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      phone: '01712345678',
      education: 'B.Sc. in Mechanical Engineering',
      location: 'Dhaka',
      linkedin: 'https://www.linkedin.com/in/rider',
      displayName: 'Rider Rahman',
    });
    expect(screen.getByText('https://www.linkedin.com/in/rider', { selector: 'a' })).toBeInTheDocument();
  });

  it('says Error Occurred when the server refuses', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/userdetail': { body: savedProfile },
      'PUT /api/userdetail/Rider%20Rahman': { status: 500, body: { success: false, message: 'Boom' } },
    });
    renderWithProviders(<PersonalInformation />);

    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error Occurred')).toBeInTheDocument();
  });
});
