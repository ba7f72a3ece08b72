import { style } from '@vanilla-extract/css'

/** A touch screen: the main pointer is a finger, which cannot hover (phones, tablets). */
const touchScreen = '(hover: none) and (pointer: coarse)'

export const mouse = style({ '@media': { [touchScreen]: { display: 'none' } } })
export const touch = style({ display: 'none', '@media': { [touchScreen]: { display: 'inline' } } })
