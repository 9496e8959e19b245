import { create } from "xmlbuilder2"

/** An element of a document read back through xmlbuilder2's DOM. */
export type XmlElement = {
  nodeType: number
  localName: string
  namespaceURI: string | null
  textContent: string | null
  childNodes: ArrayLike<XmlElement>
  getAttribute(name: string): string | null
}

/** A document's root element, text as the parser unescaped it. */
export const parseXml = (xml: string) => create(xml).root().node as unknown as XmlElement

/**
 * Reading a document's elements by name, each checked to be in its namespace: `namespaceOf(name)` gives
 * the namespace and the local name of a name as the tests write it ("cac:TaxTotal", "Party").
 */
export function xmlReader(namespaceOf: (name: string) => { namespace: string; localName: string }) {
  const children = (element: XmlElement, name: string) => {
    const { namespace, localName } = namespaceOf(name)
    return Array.from(element.childNodes).filter((child) => child.nodeType === 1 && child.localName === localName && child.namespaceURI === namespace)
  }
  /** The one element at the path under element. */
  const at = (element: XmlElement, ...names: string[]): XmlElement =>
    names.reduce((current, name) => {
      const found = children(current, name)
      if (found.length !== 1) throw new Error(`${found.length} elements ${names.join("/")} (at ${name})`)
      return found[0]
    }, element)
  /** Every element of the path's last name, under the one element of the rest. */
  const all = (element: XmlElement, ...names: string[]) => children(at(element, ...names.slice(0, -1)), names[names.length - 1])
  const text = (element: XmlElement, ...names: string[]) => at(element, ...names).textContent ?? ""
  const has = (element: XmlElement, ...names: string[]) => all(element, ...names).length > 0
  return { children, at, all, text, has }
}
