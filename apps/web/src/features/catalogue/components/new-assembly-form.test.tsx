import { diagramEditorMessages } from '@motoforge/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { NewAssemblyForm } from './new-assembly-form';
import { bajajVehicles, testModel } from '@/testing/vehicles';

const vehicles = bajajVehicles(
  testModel({ vehicleId: 12, model: 'Pulsar 150', modelBn: 'পালসার ১৫০', variant: 'Twin Disc' }),
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><circle r="9"/></svg>';
const ADD = 'POST /api/admin/vehicles/12/assemblies';

function Where() {
  return <output aria-label="Where">{useLocation().pathname}</output>;
}

const renderForm = () =>
  renderWithProviders(
    <>
      <NewAssemblyForm />
      <Where />
    </>,
    { route: '/dashboard/diagrams' },
  );

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method} ${String(input)}` === ADD)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => setLanguage('en'));

describe('NewAssemblyForm', () => {
  it('says what is missing under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'GET /api/vehicles': { body: vehicles } });
    renderForm();

    await user.type(screen.getByLabelText('Name in English'), 'ব্রেক');
    await user.click(screen.getByRole('button', { name: 'Add the assembly' }));

    expect(screen.getByLabelText('Bike')).toHaveAccessibleDescription('Choose the bike this assembly belongs to');
    expect(screen.getByLabelText('Name in English')).toHaveAccessibleDescription(
      diagramEditorMessages.assemblyNameRequired,
    );
    expect(screen.getByLabelText('Drawing (SVG, PNG, JPEG or WebP)')).toHaveAccessibleDescription(
      diagramEditorMessages.drawingRequired,
    );
    expect(bodiesOf(fetchMock)).toEqual([]);
  });

  it('adds the assembly with its SVG drawing and opens its editor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/vehicles': { body: vehicles },
      [ADD]: { status: 201, body: { vehicleId: 12, slug: 'fuel-tank' } },
    });
    renderForm();

    await screen.findByRole('option', { name: /Pulsar 150/ });
    await user.selectOptions(screen.getByLabelText('Bike'), '12');
    await user.type(screen.getByLabelText('Name in English'), 'Fuel tank');
    await user.type(screen.getByLabelText('Name in Bangla (optional)'), 'ফুয়েল ট্যাংক');
    await user.upload(
      screen.getByLabelText('Drawing (SVG, PNG, JPEG or WebP)'),
      new File([SVG], 'tank.svg', { type: 'image/svg+xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add the assembly' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/dashboard/diagrams/12/fuel-tank'),
    );
    expect(bodiesOf(fetchMock)).toEqual([{ name: 'Fuel tank', nameBn: 'ফুয়েল ট্যাংক', drawing: { svg: SVG } }]);
    expect(await screen.findByText(diagramEditorMessages.assemblyCreated)).toBeInTheDocument();
  });

  it('says why the shop refused it, in Bangla too, and keeps what was typed', async () => {
    setLanguage('bn', bn);
    const user = userEvent.setup();
    stubFetch({
      'GET /api/vehicles': { body: vehicles },
      [ADD]: () =>
        Promise.resolve(jsonResponse({ success: false, message: diagramEditorMessages.assemblyNameTaken }, 409)),
    });
    renderForm();

    await screen.findByRole('option', { name: /বাজাজ/ });
    await user.selectOptions(screen.getByLabelText('বাইক'), '12');
    await user.type(screen.getByLabelText('ইংরেজিতে নাম'), 'Front brake');
    await user.upload(
      screen.getByLabelText('ড্রয়িং (SVG, PNG, JPEG বা WebP)'),
      new File([SVG], 'brake.svg', { type: 'image/svg+xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'অ্যাসেম্বলি যোগ করুন' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('এই বাইকের এই নামে একটি অ্যাসেম্বলি আগেই আছে'));
    expect(screen.getByLabelText('ইংরেজিতে নাম')).toHaveValue('Front brake');
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/dashboard/diagrams');
  });
});
