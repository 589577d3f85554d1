import type { PaymentMethodId } from '@motoforge/contract';
import { DIVISIONS, districtsOf, thanasOf, upazilasOf } from '@motoforge/contract/bd-geo';
import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { defineMessages, type Language, useLanguage, useMessages } from '@/lib/i18n';

const fieldsMessages = defineMessages('checkout.deliveryAddressFields', {
  delivery: 'Delivery address',
  name: 'Name',
  mobile: 'Mobile number',
  mobileHint: 'The courier calls this number.',
  division: 'Division',
  chooseDivision: 'Choose a division',
  district: 'District',
  chooseDistrict: 'Choose a district',
  upazila: 'Upazila or thana',
  chooseUpazila: 'Choose an upazila or thana',
  cityThanas: 'City thanas',
  upazilas: 'Upazilas',
  street: 'Street address',
  streetPlaceholder: 'House, road, area',
});

/** The delivery address as a form holds it, before the contract's deliveryAddressSchema reads it. */
export type DeliveryAddressValues = {
  name: string;
  phone: string;
  divisionId: string;
  districtId: string;
  upazilaId: string;
  street: string;
};

/** What the checkout and the purchase page have in common: where to deliver, and how it is paid. */
export type DeliveryFormValues = { address: DeliveryAddressValues; paymentMethod: PaymentMethodId };

/** The fields by their names in the request, as the API names a field it refuses. */
export const DELIVERY_FORM_FIELDS = [
  'address.name',
  'address.phone',
  'address.divisionId',
  'address.districtId',
  'address.upazilaId',
  'address.street',
  'paymentMethod',
] as const;

type DeliveryAddressFieldsProps = {
  /** The purchase page keeps the spec's "Phone" and "Address" for the mobile and the street. */
  phoneLabel?: string;
  streetLabel?: string;
  streetPlaceholder?: string;
};

/**
 * Where to deliver (docs/architecture.md, Cart and checkout): the name, a Bangladeshi mobile,
 * the place in divisions, districts and upazilas, then the street. Inside a react-hook-form
 * `FormProvider` whose values have an `address` (DeliveryFormValues); choosing a division or
 * district clears the levels below.
 */
export function DeliveryAddressFields({ phoneLabel, streetLabel, streetPlaceholder }: DeliveryAddressFieldsProps) {
  const t = useMessages(fieldsMessages);
  const language = useLanguage();
  const headingId = useId();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<DeliveryFormValues>();
  const [divisionId, districtId] = useWatch({ control, name: ['address.divisionId', 'address.districtId'] });
  const divisions = useMemo(() => byName(DIVISIONS, language), [language]);
  const districts = useMemo(() => byName(districtsOf(divisionId), language), [divisionId, language]);
  const upazilas = useMemo(() => byName(upazilasOf(districtId), language), [districtId, language]);
  // In a metropolitan district a buyer names the city's thana (Mirpur Model, Dhanmondi); elsewhere the upazila.
  const thanas = useMemo(() => byName(thanasOf(districtId), language), [districtId, language]);

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {t.delivery}
        </h2>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <InputField
            label={t.name}
            error={errors.address?.name?.message}
            autoComplete="name"
            registration={register('address.name')}
          />
          <InputField
            label={phoneLabel ?? t.mobile}
            error={errors.address?.phone?.message}
            hint={t.mobileHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01712-345678"
            registration={register('address.phone')}
          />
          <SelectField
            label={t.division}
            error={errors.address?.divisionId?.message}
            registration={register('address.divisionId', {
              onChange: () => {
                setValue('address.districtId', '');
                setValue('address.upazilaId', '');
              },
            })}
          >
            <option value="">{t.chooseDivision}</option>
            {divisions.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.district}
            error={divisionId ? errors.address?.districtId?.message : undefined}
            disabled={!divisionId}
            registration={register('address.districtId', {
              onChange: () => setValue('address.upazilaId', ''),
            })}
          >
            <option value="">{t.chooseDistrict}</option>
            {districts.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.upazila}
            error={districtId ? errors.address?.upazilaId?.message : undefined}
            disabled={!districtId}
            registration={register('address.upazilaId')}
          >
            <option value="">{t.chooseUpazila}</option>
            {thanas.length > 0 ? (
              <>
                <optgroup label={t.cityThanas}>
                  <PlaceOptions places={thanas} />
                </optgroup>
                <optgroup label={t.upazilas}>
                  <PlaceOptions places={upazilas} />
                </optgroup>
              </>
            ) : (
              <PlaceOptions places={upazilas} />
            )}
          </SelectField>
          <TextareaField
            label={streetLabel ?? t.street}
            error={errors.address?.street?.message}
            className="sm:col-span-2"
            rows={2}
            autoComplete="street-address"
            placeholder={streetPlaceholder ?? t.streetPlaceholder}
            registration={register('address.street')}
          />
        </div>
      </div>
    </section>
  );
}

function PlaceOptions({ places }: { places: [id: string, name: string][] }) {
  return places.map(([id, name]) => (
    <option key={id} value={id}>
      {name}
    </option>
  ));
}

/** Places (divisions, districts or upazilas) by their names in `language`, as `[id, name]`. */
function byName(places: readonly (readonly string[])[], language: Language): [id: string, name: string][] {
  const named = places.map((place): [string, string] => [
    place[0] ?? '',
    (language === 'bn' ? place.at(-1) : place.at(-2)) ?? '',
  ]);
  return named.sort(([, a], [, b]) => a.localeCompare(b, language));
}
