import type { FormEvent, ReactNode } from 'react';
import { Button, FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import type { NameColumn } from '@deckmill/csv/naming';
import { unmappedPlaceholders, type ColumnMapping } from './autoMap';
import { ColumnPicker } from './ColumnPicker';
import { PictureHint, type PictureContext } from './PictureHint';
import type { PictureFit } from './pictureValues';
import { rowOneHint } from './rowOneValue';
import styles from './Wizard.module.css';

export interface MappingStepProps {
  headers: readonly string[];
  /** The data file's first row: its value is shown beside each mapping. */
  firstRow?: readonly string[];
  mapping: ColumnMapping;
  onMap: (placeholder: string, column: string) => void;
  batchName: string;
  onBatchName: (name: string) => void;
  /** The name the batch gets when the field is left empty (shown in it). */
  defaultBatchName?: string;
  pattern: string;
  onPattern: (pattern: string) => void;
  /** The column the pattern was chosen from, when the wizard chose it (said under the field). */
  nameColumn?: NameColumn | null;
  /** The first decks' names under the pattern, as the batch will name them. */
  fileNames?: readonly string[];
  busy: boolean;
  /** The server's answer when it refused the batch. */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  errorMessage: string | null;
  /** Fields inside sections still to map (`section > field`): they hold Generate back like placeholders. */
  unmappedSectionFields?: readonly string[];
  onBack: () => void;
  onSubmit: () => void;
  /** More settings above the batch name (locale, fields inside sections). */
  children?: ReactNode;
  /** Settings just above Generate (the e-mails and their confirmation). */
  footer?: ReactNode;
  /** Why Generate waits besides the mapping (an unconfirmed e-mail count), or null. */
  holdBack?: string | null;
  /** The template's `{{%name}}` pictures by placeholder and what the data and archive say about them. */
  pictures?: { readonly fits: Readonly<Record<string, PictureFit>>; readonly context: PictureContext };
}

/** A placeholder's picture fit, whether the list spells it `logo` or `%logo`. */
function fitOf(pictures: MappingStepProps['pictures'], placeholder: string): PictureFit | undefined {
  return pictures?.fits[placeholder] ?? pictures?.fits[placeholder.replace(/^%/, '')];
}

/**
 * Step 3: map every placeholder (and every field inside a section, in `children`) to a column, optionally
 * name the batch and its files, then generate.
 */
export function MappingStep(props: MappingStepProps) {
  const { headers, mapping, onMap, busy, errors } = props;
  const unmapped = [...unmappedPlaceholders(mapping), ...(props.unmappedSectionFields ?? [])];
  const holdBack = props.holdBack ?? null;
  const blocked = unmapped.length > 0 || holdBack !== null;
  const describedBy =
    unmapped.length > 0 ? 'wizard-unmapped-hint' : holdBack ? 'wizard-hold-back-hint' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) props.onSubmit();
  };

  return (
    <section aria-labelledby="wizard-mapping-title">
      <h2 id="wizard-mapping-title" className={styles.title} tabIndex={-1}>
        Map Columns
      </h2>
      <form onSubmit={submit} className={styles.form} noValidate>
        <FormErrorBox message={props.errorMessage} />
        <div className={styles.mapping}>
          {Object.keys(mapping).map((placeholder) => {
            const fit = fitOf(props.pictures, placeholder);
            const column = mapping[placeholder] ?? '';
            return (
              <ColumnPicker
                key={placeholder}
                label={fit ? `{{%${placeholder.replace(/^%/, '')}}}` : `{{${placeholder}}}`}
                placeholder={placeholder}
                columns={headers}
                firstRow={props.firstRow}
                value={column}
                onChange={(chosen) => onMap(placeholder, chosen)}
                hint={
                  fit && props.pictures ? (
                    <PictureHint fit={fit} column={column} context={props.pictures.context} />
                  ) : (
                    rowOneHint(headers, props.firstRow, column)
                  )
                }
              />
            );
          })}
        </div>
        {unmapped.length > 0 && (
          <p id="wizard-unmapped-hint" className={styles.muted}>
            Map every placeholder to a column to continue ({unmapped.length} left).
          </p>
        )}
        {props.children}
        <TextInput
          label="Batch name"
          optional
          value={props.batchName}
          placeholder={props.defaultBatchName}
          onChange={(event) => props.onBatchName(event.target.value)}
          error={errors['name']}
        />
        <TextInput
          label="File name pattern"
          value={props.pattern}
          onChange={(event) => props.onPattern(event.target.value)}
          hint={<FileNameHint nameColumn={props.nameColumn} fileNames={props.fileNames} />}
          error={errors['file_name_pattern']}
        />
        {props.footer}
        {unmapped.length === 0 && holdBack && (
          <p id="wizard-hold-back-hint" className={styles.muted}>
            {holdBack}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onBack} disabled={busy}>
            Back
          </Button>
          <SubmitButton
            busy={busy}
            busyLabel="Generating..."
            disabled={blocked}
            aria-describedby={describedBy}
          >
            Generate Presentations
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** Under the file name pattern: which column named the decks (when the wizard chose it) and the first names. */
function FileNameHint({ nameColumn, fileNames }: Pick<MappingStepProps, 'nameColumn' | 'fileNames'>) {
  return (
    <>
      {nameColumn ? (
        <>
          Named after the column <strong>{nameColumn.column}</strong> (it looks like{' '}
          {nameColumn.kind === 'company' ? 'a company' : "a person's name"}). Use {'{{template}}'},{' '}
          {'{{row}}'} or any column.
        </>
      ) : (
        <>
          Use {'{{template}}'}, {'{{row}}'} or any column, e.g. {'{{Company}}'}.pptx
        </>
      )}
      {fileNames && fileNames.length > 0 && (
        <span className={styles.hintLine}>
          First files:{' '}
          {fileNames.map((name, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <code className={styles.fileName}>{name}</code>
            </span>
          ))}
          …
        </span>
      )}
    </>
  );
}
