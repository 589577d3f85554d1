import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer, toast, valueNextTo } from '../support/orders';

// docs/product.md#validation and docs/product.md#messages, to the letter.
const PHONE_REQUIRED = 'Phone number is required';
const EDUCATION_REQUIRED = 'Education is required';
const LOCATION_REQUIRED = 'Location is required';
const LINKEDIN_REQUIRED = 'linkedin url is required';
const PROFILE_UPDATED = 'Profile Updated';
const REVIEW_REQUIRED = 'Review is required';
const RATING_REQUIRED = 'Rating is required';
// packages/contract/src/messages.ts: the shapes the spec leaves open.
const PHONE_INVALID = 'Provide a valid phone number';
const LINKEDIN_INVALID = 'Provide a valid URL';

function profileForm(page: Page) {
  const form = page.getByRole('form', { name: 'Personal Information' });
  return {
    form,
    phone: form.getByLabel('Phone', { exact: true }),
    education: form.getByLabel('Education', { exact: true }),
    location: form.getByLabel('Location', { exact: true }),
    linkedin: form.getByLabel('LinkedIn URL', { exact: true }),
    update: form.getByRole('button', { name: 'Update', exact: true }),
  };
}

/** Records the calls a page makes to one API path, to show that an invalid form sends nothing. */
function recordCalls(page: Page, method: string, pathPrefix: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && pathname.startsWith(pathPrefix)) calls.push(`${method} ${pathname}`);
  });
  return calls;
}

test.describe('Personal Information', () => {
  test('shows a message under every empty or malformed field and sends nothing', async ({ page, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!);
    const updates = recordCalls(page, 'PUT', '/api/userdetail');
    await page.goto('/dashboard/profile');
    const profile = profileForm(page);

    await profile.update.click();
    await expect(profile.phone).toHaveAccessibleDescription(PHONE_REQUIRED);
    await expect(profile.education).toHaveAccessibleDescription(EDUCATION_REQUIRED);
    await expect(profile.location).toHaveAccessibleDescription(LOCATION_REQUIRED);
    await expect(profile.linkedin).toHaveAccessibleDescription(LINKEDIN_REQUIRED);
    for (const message of [PHONE_REQUIRED, EDUCATION_REQUIRED, LOCATION_REQUIRED, LINKEDIN_REQUIRED]) {
      await expect(profile.form.getByText(message, { exact: true })).toBeVisible();
    }

    // Spaces are nothing; a phone needs digits and LinkedIn a web address.
    await profile.phone.fill('call me');
    await profile.education.fill('   ');
    await profile.location.fill('Chattogram');
    await profile.linkedin.fill('linkedin dot com');
    await profile.update.click();
    await expect(profile.phone).toHaveAccessibleDescription(PHONE_INVALID);
    await expect(profile.education).toHaveAccessibleDescription(EDUCATION_REQUIRED);
    await expect(profile.location).not.toHaveAttribute('aria-invalid');
    await expect(profile.linkedin).toHaveAccessibleDescription(LINKEDIN_INVALID);
    await expect(profile.form.getByText(LOCATION_REQUIRED, { exact: true })).toHaveCount(0);

    expect(updates, 'an invalid form is not sent').toEqual([]);
    await expect(toast(page, PROFILE_UPDATED)).toHaveCount(0);
  });

  test('saves all four details with “Profile Updated”, and they are still there after a reload', async ({
    page,
    baseURL,
  }) => {
    const customer = await signInAsNewCustomer(page, baseURL!);
    await page.goto('/dashboard/profile');
    const card = page.getByRole('region', { name: customer.name, exact: true });
    await expect(card).toContainText(customer.email);
    const profile = profileForm(page);
    for (const field of [profile.phone, profile.education, profile.location, profile.linkedin]) {
      await expect(field).toHaveValue('');
    }

    const details = {
      phone: '01812345678',
      education: 'Diploma in Automobile Engineering',
      location: 'Sylhet, Bangladesh',
      linkedin: `https://www.linkedin.com/in/${customer.email.split('@')[0]}`,
    };
    await profile.phone.fill(details.phone);
    await profile.education.fill(details.education);
    await profile.location.fill(details.location);
    await profile.linkedin.fill(details.linkedin);
    await profile.update.click();

    await expect(toast(page, PROFILE_UPDATED)).toBeVisible();
    await expect(valueNextTo(card, 'Phone')).toHaveText(details.phone);
    await expect(valueNextTo(card, 'Education')).toHaveText(details.education);
    await expect(valueNextTo(card, 'Location')).toHaveText(details.location);
    await expect(valueNextTo(card, 'LinkedIn')).toHaveText(details.linkedin);

    await page.reload();
    await expect(profile.phone).toHaveValue(details.phone);
    await expect(profile.education).toHaveValue(details.education);
    await expect(profile.location).toHaveValue(details.location);
    await expect(profile.linkedin).toHaveValue(details.linkedin);
    await expect(valueNextTo(card, 'Phone')).toHaveText(details.phone);
    await expect(card.getByRole('link', { name: details.linkedin })).toHaveAttribute('href', details.linkedin);
  });
});

test('Add a review asks for the text and the rating and sends nothing until both are there', async ({
  page,
  baseURL,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const reviewCalls = recordCalls(page, 'POST', '/api/review');
  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a review' })).toBeVisible();
  const reviewText = page.getByLabel('Review', { exact: true });
  const rating = page.getByRole('group', { name: 'Rating' });
  const submit = page.getByRole('button', { name: 'Add Review' });

  await submit.click();
  await expect(reviewText).toHaveAccessibleDescription(REVIEW_REQUIRED);
  await expect(page.getByText(REVIEW_REQUIRED, { exact: true })).toBeVisible();
  await expect(rating).toHaveAccessibleDescription(RATING_REQUIRED);
  await expect(page.getByText(RATING_REQUIRED, { exact: true })).toBeVisible();

  // Text but no stars: only the rating is missing.
  await reviewText.fill('Great brake pads, quiet and strong.');
  await submit.click();
  await expect(page.getByText(REVIEW_REQUIRED, { exact: true })).toHaveCount(0);
  await expect(page.getByText(RATING_REQUIRED, { exact: true })).toBeVisible();

  // Stars but only spaces for text: only the text is missing.
  await page.getByRole('radio', { name: '5 stars' }).check();
  await expect(page.getByText(RATING_REQUIRED, { exact: true })).toHaveCount(0);
  await reviewText.fill('   ');
  await submit.click();
  await expect(page.getByText(REVIEW_REQUIRED, { exact: true })).toBeVisible();
  await expect(page.getByText(RATING_REQUIRED, { exact: true })).toHaveCount(0);

  expect(reviewCalls, 'an invalid review is not sent').toEqual([]);
  await expect(toast(page, 'Review Added.')).toHaveCount(0);
});
