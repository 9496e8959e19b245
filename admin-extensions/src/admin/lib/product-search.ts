import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { searchProducts } from "../api/products"

/**
 * The catalogue searched as staff type (admin product list, `q`, from 2
 * characters, 300 ms after the last key): the search box's text and setter,
 * the query text in use and its results.
 */
export function useProductSearch(key: string) {
  const [search, setSearch] = useState("")
  const [q, setQ] = useState("")
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300)
    return () => clearTimeout(timer)
  }, [search])
  const results = useQuery({
    queryKey: ["electroshop", key, q],
    queryFn: () => searchProducts(q),
    enabled: q.length >= 2,
  })
  return { search, setSearch, q, results }
}
