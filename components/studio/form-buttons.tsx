'use client';
/**
 * The generated form's array buttons (issue 33) with words instead of react-jsonschema-form's icon font (the studio
 * has none, so they drew as empty boxes): "Add a brand slug", and per item "Up", "Down", "Remove" named for the item
 * ("Move brand slug 2 up", "Remove brand slug 2"). The item's noun is the array's `ui:options.itemNoun`.
 */
import type { ArrayFieldItemButtonsTemplateProps, IconButtonProps, UiSchema } from '@rjsf/utils';

/** An array field's item in words: "Brand slugs" → "brand slug". */
export function itemNoun(label: string): string {
  const lower = label.toLowerCase();
  return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

const nounOf = (uiSchema: UiSchema | undefined) => String((uiSchema?.['ui:options'] as { itemNoun?: string } | undefined)?.itemNoun ?? 'item');
const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

export function AddButton({ uiSchema, registry: _registry, iconType: _iconType, icon: _icon, className, ...button }: IconButtonProps) {
  const noun = nounOf(uiSchema);
  return (
    <button type="button" {...button} className={`studio-array-button ${className ?? ''}`}>
      Add {article(noun)} {noun}
    </button>
  );
}

export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, index, uiSchema, onMoveUpItem, onMoveDownItem, onRemoveItem } = props;
  const item = `${nounOf(uiSchema)} ${index + 1}`;
  const off = disabled || readonly;
  return (
    <span className="studio-array-buttons">
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button type="button" className="studio-array-button" disabled={off || !hasMoveUp} onClick={onMoveUpItem} aria-label={`Move ${item} up`}>
            Up
          </button>
          <button type="button" className="studio-array-button" disabled={off || !hasMoveDown} onClick={onMoveDownItem} aria-label={`Move ${item} down`}>
            Down
          </button>
        </>
      )}
      {hasRemove && (
        <button type="button" className="studio-array-button" disabled={off} onClick={onRemoveItem} aria-label={`Remove ${item}`}>
          Remove
        </button>
      )}
    </span>
  );
}

/** The templates to hand the form. */
export const STUDIO_FORM_TEMPLATES = { ArrayFieldItemButtonsTemplate, ButtonTemplates: { AddButton } };
