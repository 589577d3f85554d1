import type { VehicleList } from '@motoforge/contract';

type Model = VehicleList['makes'][number]['models'][number];

/** A bike of GET /api/vehicles for a test: a Bajaj unless said otherwise. */
export const testModel = (values: Partial<Model> & Pick<Model, 'vehicleId' | 'model'>): Model => ({
  name: [values.model, values.variant].filter(Boolean).join(' '),
  modelBn: '',
  variant: '',
  variantBn: '',
  yearFrom: 2016,
  yearTo: 2024,
  cc: 150,
  ...values,
});

/** GET /api/vehicles with these Bajaj bikes. */
export const bajajVehicles = (...models: Model[]): VehicleList => ({
  makes: [{ make: 'Bajaj', makeBn: 'বাজাজ', models }],
});
