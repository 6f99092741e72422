import { customerGroup, productCollection, productTag, productType, region } from '@mercato/db'
import { generateId, ulid } from '@mercato/domain'
import type { MercatoApp } from '../../app'

// Rows other modules own (regions, taxonomy, groups), written directly so these tests do not depend on
// those modules' routes.

export async function insertRegion(t: MercatoApp, name = 'Region', currency_code = 'usd') {
  const id = generateId('reg')
  await t.ctx.db.insert(region).values({ id, name, currency_code })
  return id
}

export async function insertTaxonomy(t: MercatoApp) {
  const suffix = ulid().slice(-6).toLowerCase()
  const typeId = generateId('ptyp')
  const tagId = generateId('ptag')
  const collectionId = generateId('pcol')
  const groupId = generateId('cgrp')
  await t.ctx.db.insert(productType).values({ id: typeId, value: `type-${suffix}` })
  await t.ctx.db.insert(productTag).values({ id: tagId, value: `tag-${suffix}` })
  await t.ctx.db
    .insert(productCollection)
    .values({ id: collectionId, title: `Collection ${suffix}`, handle: `col-${suffix}` })
  await t.ctx.db.insert(customerGroup).values({ id: groupId, name: `Group ${suffix}` })
  return { typeId, tagId, collectionId, groupId }
}
