import { ServiceException } from '@deckmill/messaging';

/** The generation service's errors, in the API's shape (422 keyed by the bulk_create field names). */
export const GenerationErrors = {
  field(
    key:
      | 'template_id'
      | 'csv_file'
      | 'data_file'
      | 'data_mapping'
      | 'section_mapping'
      | 'group_by'
      | 'name'
      | 'file_name_pattern',
    message: string,
  ) {
    return new ServiceException({ status: 422, error: message, errors: { [key]: [message] } });
  },
  notFound(what = 'Presentation') {
    return new ServiceException({ status: 404, error: `${what} not found.` });
  },
};
