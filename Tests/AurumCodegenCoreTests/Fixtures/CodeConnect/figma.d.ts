// The part of Figma's Code Connect template API (`@figma/code-connect/figma-types`, the `figma` module of
// .figma.ts template files) that aurum-codegen's templates call, written from Figma's Template API
// documentation with the same names and signatures, so `tsc --strict` checks the generated files against it.
// Keep it to what the templates use: a call outside it fails the type check on purpose.
// The types live in a namespace merged with the default export, as `export =` allows no other exports.
declare module 'figma' {
  namespace figma {
    export type CodeSection = { type: 'CODE'; code: string }
    export type InstanceSection = { type: 'INSTANCE'; guid: string; symbolId: string }
    export type ErrorSection = { type: 'ERROR'; message: string }
    export type ResultSection = CodeSection | InstanceSection | ErrorSection

    export interface TemplateStringResult {
      sections: ResultSection[]
      language: string
      type: 'SECTIONS'
    }

    export type TemplateLiteral = (strings: TemplateStringsArray, ...values: unknown[]) => TemplateStringResult

    export interface TemplateMetadata {
      nestable?: boolean
      /** What a nested instance's template passes up to the template that renders it. */
      props?: Record<string, unknown>
      [key: string]: unknown
    }

    /** A layer `findInstance` could not find. */
    export interface ErrorHandle {
      readonly type: 'ERROR'
    }

    export type EnumOptionsValues<O extends Record<string, unknown>> = O[keyof O]

    export interface InstanceHandle {
      readonly type: 'INSTANCE'
      getString(propName: string): string
      getBoolean(propName: string): boolean
      /** undefined when the property's value is not a key of `options`. */
      getEnum<O extends Record<string, unknown>>(propName: string, options: O): EnumOptionsValues<O> | undefined
      /** undefined when nothing is swapped in. */
      getInstanceSwap(propName: string): InstanceHandle | undefined
      hasCodeConnect(): boolean
      findInstance(layerName: string): InstanceHandle | ErrorHandle
      executeTemplate(): { example: ResultSection[]; metadata?: TemplateMetadata }
    }

    export interface Figma {
      /** The instance the Dev Mode user selected. */
      readonly selectedInstance: InstanceHandle
      /** Template literal tag for Swift code. */
      swift: TemplateLiteral
      /** In a `.figma.batch.ts` template: the batch entry being rendered (its JSON fields). */
      readonly batch: Record<string, unknown>
    }
  }

  const figma: figma.Figma
  export = figma
}
