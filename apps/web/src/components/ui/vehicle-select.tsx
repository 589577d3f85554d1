import type { SelectHTMLAttributes } from 'react';
import { useBikeNames } from '@/hooks/use-bike-names';
import { useVehicles } from '@/lib/api/get-vehicles';
import { SelectField } from './form-field';

type VehicleSelectProps = {
  label: string;
  /** The first option's words, chosen while no bike is. */
  placeholder: string;
  value: string;
  onChange: (vehicleId: string) => void;
  error?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'>;

/**
 * A back-office choice of one of the shop's bikes (a variant is a bike of its own), by make, in the
 * page's language; off while the list of bikes loads.
 */
export function VehicleSelect({ label, placeholder, value, onChange, error, disabled, ...select }: VehicleSelectProps) {
  const vehicles = useVehicles();
  const names = useBikeNames();
  return (
    <SelectField
      {...select}
      label={label}
      value={value}
      error={error}
      disabled={disabled || vehicles.isPending}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{placeholder}</option>
      {(vehicles.data?.makes ?? []).map((make) => (
        <optgroup key={make.make} label={names.make(make)}>
          {make.models.map((model) => (
            <option key={model.vehicleId} value={model.vehicleId}>
              {`${names.make(make)} ${names.model(model)}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
