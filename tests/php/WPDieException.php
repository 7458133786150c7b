<?php
/**
 * Thrown instead of dying, in tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

/**
 * What wp_die() throws during the tests (its message is the die message).
 */
final class WPDieException extends \RuntimeException {
}
